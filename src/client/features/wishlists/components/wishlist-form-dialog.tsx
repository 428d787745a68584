import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { GIFT_OCCASIONS, WISHLIST_PRIVACY, type WishlistPrivacy } from '#shared/constants/choice-lists';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '#shared/schemas/profile';
import { WISHLIST_LIMITS } from '#shared/schemas/wishlists/fields';
import { CreateWishlistInput, type Wishlist } from '#shared/schemas/wishlists/lists';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Switch } from '#client/components/ui/switch';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { useCreateWishlist, useRemoveCover, useUpdateWishlist, useUploadCover } from '#client/features/wishlists/api/wishlist-api';
import { issuesByField, PRIVACY_LABELS } from '#client/features/wishlists/lib/wishlist-format';

interface Values {
  title: string;
  description: string;
  occasion: string;
  privacy: WishlistPrivacy;
  eventDate: string;
  registryMode: boolean;
}

function valuesOf(wishlist?: Wishlist): Values {
  return {
    title: wishlist?.title ?? '',
    description: wishlist?.description ?? '',
    occasion: wishlist?.occasion ?? '',
    privacy: wishlist?.privacy ?? 'private',
    eventDate: wishlist?.eventDate ?? '',
    registryMode: wishlist?.registryMode ?? false,
  };
}

const ACCEPTED = new Set(AVATAR_ACCEPT.split(','));

export interface WishlistFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Absent: a new list. */
  wishlist?: Wishlist;
  onSaved?(wishlist: Wishlist): void;
}

/** Create or edit a list: title, description, occasion, privacy, event date, registry mode and cover image. */
export function WishlistFormDialog({ open, onOpenChange, wishlist, onSaved }: WishlistFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={wishlist ? 'Edit wishlist' : 'New wishlist'}
        description={wishlist ? undefined : 'Collect gift ideas for an occasion, then share the list.'}
        className="max-w-xl"
      >
        {open ? <WishlistForm wishlist={wishlist} onDone={(saved) => (onSaved?.(saved), onOpenChange(false))} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function WishlistForm({ wishlist, onDone }: { wishlist?: Wishlist; onDone(saved: Wishlist): void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(wishlist));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cover, setCover] = useState<{ file: File; url: string } | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const coverId = useId();
  const create = useCreateWishlist();
  const update = useUpdateWishlist(wishlist?.id ?? '');
  const upload = useUploadCover();
  const remove = useRemoveCover();

  useEffect(() => () => (cover ? URL.revokeObjectURL(cover.url) : undefined), [cover]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onPickCover = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.has(file.type)) return setErrors((e) => ({ ...e, cover: AVATAR_MESSAGES.notAnImage }));
    if (file.size > AVATAR_MAX_BYTES) return setErrors((e) => ({ ...e, cover: AVATAR_MESSAGES.tooLarge }));
    setErrors(({ cover: _drop, ...rest }) => rest);
    setRemoveCover(false);
    setCover({ file, url: URL.createObjectURL(file) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: values.title,
      description: values.description || null,
      occasion: (values.occasion || null) as CreateWishlistInput['occasion'],
      privacy: values.privacy,
      eventDate: values.eventDate || null,
      registryMode: values.registryMode,
    };
    const checked = CreateWishlistInput.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let saved = wishlist ? (await update.mutateAsync(body)).wishlist : (await create.mutateAsync(body)).wishlist;
      if (cover) saved = (await upload.mutateAsync({ id: saved.id, file: cover.file })).wishlist;
      else if (removeCover && wishlist?.coverImageUrl) saved = (await remove.mutateAsync(saved.id)).wishlist;
      toast.success(wishlist ? 'Wishlist updated' : 'Wishlist created');
      onDone(saved);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors({ ...error.fields, ...(error.fields.avatar ? { cover: error.fields.avatar } : {}) });
      toast.error(isApiError(error) ? error.message : 'Could not save the wishlist. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const shownCover = cover?.url ?? (removeCover ? null : (wishlist?.coverImageUrl ?? null));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={wishlist ? 'Edit wishlist' : 'New wishlist'} className="flex flex-col gap-5">
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input {...control} value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={WISHLIST_LIMITS.titleMax} autoFocus />
        )}
      </FormField>
      <FormField label="Description" error={errors.description} hint="Optional: sizes, colours, what they already have.">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            maxLength={WISHLIST_LIMITS.descriptionMax}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Occasion" error={errors.occasion}>
          {(control) => (
            <NativeSelect {...control} value={values.occasion} onChange={(e) => set('occasion', e.target.value)}>
              <option value="">No occasion</option>
              {GIFT_OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {occasion}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Event date" error={errors.eventDate} hint="Claims show to you the day after.">
          {(control) => <Input {...control} type="date" value={values.eventDate} onChange={(e) => set('eventDate', e.target.value)} />}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Privacy</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {WISHLIST_PRIVACY.map((privacy) => (
            <label
              key={privacy}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col gap-0.5 rounded-control border px-3 py-2 text-sm',
                values.privacy === privacy ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="privacy"
                  value={privacy}
                  checked={values.privacy === privacy}
                  onChange={() => set('privacy', privacy)}
                  className="size-4 accent-primary"
                />
                {PRIVACY_LABELS[privacy].label}
              </span>
              <span className="text-caption text-muted-foreground">{PRIVACY_LABELS[privacy].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={`${coverId}-registry`} className="text-sm font-medium">
            Registry mode
          </label>
          <p id={`${coverId}-registry-hint`} className="text-caption text-muted-foreground">
            See which items are reserved (never by whom) before the event.
          </p>
        </div>
        <Switch
          id={`${coverId}-registry`}
          aria-describedby={`${coverId}-registry-hint`}
          checked={values.registryMode}
          onCheckedChange={(checked) => set('registryMode', checked)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <p id={`${coverId}-title`} className="text-sm font-medium">
          Cover image
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {shownCover ? (
            <img src={shownCover} alt={cover ? 'Preview of the new cover' : 'The current cover'} className="h-20 w-32 rounded-control border border-border object-cover" />
          ) : (
            <span className="flex h-20 w-32 items-center justify-center rounded-control border border-dashed border-input bg-muted text-caption text-muted-foreground">
              No cover
            </span>
          )}
          <input
            ref={fileRef}
            id={coverId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${coverId}-title`}
            onChange={(e) => onPickCover(e.target.files?.[0])}
          />
          <Button variant="outline" size="sm" className="h-11" onClick={() => fileRef.current?.click()}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {shownCover ? 'Change cover' : 'Upload cover'}
          </Button>
          {shownCover ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-11"
              onClick={() => {
                setCover(null);
                setRemoveCover(true);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove cover
            </Button>
          ) : null}
        </div>
        <p className="text-caption text-muted-foreground">JPG, PNG, WebP, GIF or AVIF, up to 5 MB.</p>
        {errors.cover ? (
          <p role="alert" className="text-caption font-medium text-destructive">
            {errors.cover}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <Button type="submit" loading={busy} loadingText="Saving...">
          {wishlist ? 'Save changes' : 'Create wishlist'}
        </Button>
      </div>
    </form>
  );
}
