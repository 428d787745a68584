import { Camera, Trash2, Upload, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '#shared/schemas/profile';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/toaster';
import { isApiError } from '#client/lib/api-client';
import { initialsOf } from '#client/lib/initials';
import { useRemoveAvatar, useUploadAvatar } from '#client/features/profile/api/profile-api';

const ACCEPTED_TYPES = new Set(AVATAR_ACCEPT.split(','));

/** A first look in the browser (type and size); the server decides by the file's content. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.has(file.type)) return AVATAR_MESSAGES.notAnImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/**
 * Whether this browser can show the file. One it cannot (a renamed text file, an AVIF variant it does not know)
 * gets no preview, but may still be sent: the server judges the content and says what is wrong.
 */
async function canDecode(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

function avatarErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.fields?.avatar ?? error.message;
  return 'Upload failed. Please try again.';
}

/** The profile photo: the current one (or the initials), choose a file, see it, then save or cancel; remove. */
export function AvatarField({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  // The preview's object URL is released when it is replaced or the field goes away.
  useEffect(() => () => (chosen?.previewUrl ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const clearChoice = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const issue = avatarFileProblem(file);
    setProblem(issue);
    if (issue) {
      clearChoice();
      return;
    }
    setChosen({ file, previewUrl: (await canDecode(file)) ? URL.createObjectURL(file) : null });
  };

  const onSave = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        clearChoice();
        toast.success('Profile photo updated');
      },
      onError: (error) => setProblem(avatarErrorMessage(error)),
    });
  };

  const onRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Profile photo removed'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not remove the photo. Please try again.'),
    });
  };

  const shown = chosen ? chosen.previewUrl : avatarUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0">
        {chosen && !shown ? (
          <span className="flex size-24 items-center justify-center rounded-full border border-dashed border-input bg-muted px-2 text-center text-caption text-muted-foreground">
            No preview for this file
          </span>
        ) : shown ? (
          <img
            src={shown}
            alt={chosen ? 'Preview of your new profile photo' : 'Your profile photo'}
            width={96}
            height={96}
            className="size-24 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-primary-soft text-2xl font-semibold text-primary-soft-foreground"
          >
            {initialsOf(name)}
          </span>
        )}
        {chosen?.previewUrl ? (
          <span className="absolute -right-1 -bottom-1 rounded-full bg-secondary px-2 py-0.5 text-caption font-semibold text-white dark:text-background">
            Preview
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium" id={`${inputId}-title`}>
          Profile photo
        </p>
        <p className="text-caption text-muted-foreground">JPG, PNG, WebP, GIF or AVIF, up to 5 MB. We crop it to a square.</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${inputId}-title`}
          onChange={(event) => void onPick(event)}
          aria-describedby={problem ? `${inputId}-error` : undefined}
        />
        <div className="flex flex-wrap gap-2">
          {chosen ? (
            <>
              <Button size="sm" className="h-11" onClick={onSave} loading={upload.isPending} loadingText="Uploading...">
                <Upload aria-hidden="true" className="size-4" />
                Save photo
              </Button>
              <Button size="sm" variant="ghost" className="h-11" onClick={clearChoice} disabled={upload.isPending}>
                <X aria-hidden="true" className="size-4" />
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" className="h-11" onClick={() => inputRef.current?.click()}>
                <Camera aria-hidden="true" className="size-4" />
                {avatarUrl ? 'Change photo' : 'Upload photo'}
              </Button>
              {avatarUrl ? (
                <Button size="sm" variant="ghost" className="h-11" onClick={onRemove} loading={remove.isPending} loadingText="Removing...">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove photo
                </Button>
              ) : null}
            </>
          )}
        </div>
        {problem ? (
          <p id={`${inputId}-error`} role="alert" className="text-caption font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
