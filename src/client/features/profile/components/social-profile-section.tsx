import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SOCIAL_MESSAGES, type SocialProfile, UpdateSocialProfileInput } from '#shared/schemas/social';
import { ACTIVITY_TYPES, type ActivityType, VISIBILITIES, type Visibility } from '#shared/social/rules';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Switch } from '#client/components/ui/switch';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/toaster';
import { LoadFailure } from '#client/components/ui/load-failure';
import { socialProfileQuery, useSaveSocialPrivacy, useSaveSocialProfile } from '#client/features/profile/api/social-profile-api';

const VISIBILITY_LABELS: Record<Visibility, string> = { public: 'Everyone', friends: 'Friends only', private: 'Only me' };
const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  friend_added: 'New friends',
  wishlist_created: 'New wishlists',
  wishlist_updated: 'Wishlist updates',
  gift_given: 'Gifts I give',
  achievement: 'Achievements',
};

function GiftingStyleField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const style = draft.trim();
    if (style && !value.includes(style)) onChange([...value, style]);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <FormField label="Gifting style" hint="Add words that describe how you give, for example Thoughtful or Handmade.">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={add}>
              Add
            </Button>
          </div>
        )}
      </FormField>
      {value.length ? (
        <ul aria-label="Your gifting style" className="flex flex-wrap gap-2">
          {value.map((style) => (
            <li key={style} className="flex items-center gap-1 rounded-full bg-secondary-soft py-1 pr-1 pl-3 text-sm text-secondary-soft-foreground">
              {style}
              <button type="button" className="flex size-7 items-center justify-center rounded-full hover:bg-muted" onClick={() => onChange(value.filter((s) => s !== style))}>
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Remove {style}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SocialDetailsForm({ profile }: { profile: SocialProfile }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [location, setLocation] = useState(profile.location ?? '');
  const [giftingStyle, setGiftingStyle] = useState(profile.giftingStyle);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSocialProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateSocialProfileInput.safeParse({ displayName, bio, location, giftingStyle });
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Social profile saved'),
      onError: () => toast.error(SOCIAL_MESSAGES.profileFailed),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Display name" error={errors.displayName}>
        {(control) => <Input {...control} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />}
      </FormField>
      <FormField label="Bio" error={errors.bio}>
        {(control) => <Textarea {...control} rows={3} value={bio} onChange={(e) => setBio(e.target.value)} />}
      </FormField>
      <FormField label="Location" error={errors.location}>
        {(control) => <Input {...control} value={location} onChange={(e) => setLocation(e.target.value)} />}
      </FormField>
      <GiftingStyleField value={giftingStyle} onChange={setGiftingStyle} />
      {errors.giftingStyle ? <p className="text-caption text-destructive">{errors.giftingStyle}</p> : null}
      <Button type="submit" className="self-start" loading={save.isPending}>
        Save social profile
      </Button>
    </form>
  );
}

function VisibilitySelect({ label, value, onChange }: { label: string; value: Visibility; onChange(v: Visibility): void }) {
  return (
    <FormField label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value as Visibility)}>
          {VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function PrivacyForm({ profile }: { profile: SocialProfile }) {
  const [privacy, setPrivacy] = useState(profile.privacy);
  const save = useSaveSocialPrivacy();
  const switchId = useId();
  const toggleType = (type: ActivityType, on: boolean) =>
    setPrivacy((p) => ({ ...p, sharedActivityTypes: on ? [...p.sharedActivityTypes, type] : p.sharedActivityTypes.filter((t) => t !== type) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(privacy, {
      onSuccess: () => toast.success('Privacy settings saved'),
      onError: () => toast.error(SOCIAL_MESSAGES.privacyFailed),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <VisibilitySelect label="Who can see my profile" value={privacy.profileVisibility} onChange={(v) => setPrivacy((p) => ({ ...p, profileVisibility: v }))} />
      <VisibilitySelect label="Who can see my activity" value={privacy.activityVisibility} onChange={(v) => setPrivacy((p) => ({ ...p, activityVisibility: v }))} />
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="text-sm font-medium">
          Allow friend requests
        </label>
        <Switch id={switchId} checked={privacy.allowFriendRequests} onCheckedChange={(on) => setPrivacy((p) => ({ ...p, allowFriendRequests: on }))} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Activity I share</legend>
        {ACTIVITY_TYPES.map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={privacy.sharedActivityTypes.includes(type)} onChange={(e) => toggleType(type, e.target.checked)} />
            {ACTIVITY_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" loading={save.isPending}>
        Save privacy settings
      </Button>
    </form>
  );
}

/** /profile's social part: what others see of the person, and who sees it. */
export function SocialProfileSection() {
  const profile = useQuery(socialProfileQuery());
  if (profile.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your social profile</span>
        <Skeleton className="h-11 w-full rounded-control" />
        <Skeleton className="h-24 w-full rounded-control" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <LoadFailure className="text-sm text-muted-foreground" onRetry={() => void profile.refetch()}>
        Your social profile could not be loaded. {profile.error.message}
      </LoadFailure>
    );
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <SocialDetailsForm profile={profile.data.profile} />
      <PrivacyForm profile={profile.data.profile} />
    </div>
  );
}
