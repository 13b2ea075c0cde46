import { AlertTriangleIcon, Loader2Icon, RotateCwIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { PROFILE_IMAGE_MAX_BYTES } from '@/config/profiles';
import { useUploadFile } from '@/features/media/public';
import { toast } from '@/lib/toast-store';

import {
  profileFormErrors,
  profileFormValues,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from '../profile-edit';
import { EDIT_PROFILE_MESSAGES, useEditProfile } from '../useEditProfile';
import { ProfileImageField } from './ProfileImageField';

export const IMAGE_TOASTS = {
  wrongType: { title: 'Invalid file type', description: 'Please choose an image file.' },
  tooLarge: { title: 'File too large', description: 'Images must be smaller than 5MB.' },
  failed: { title: 'Upload failed', description: 'Failed to upload image. Please try again.' },
} as const;

const ID = 'edit-profile';

interface TextFieldProps {
  field: ProfileFormField;
  label: string;
  hint?: ReactNode;
  placeholder: string;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (field: ProfileFormField, value: string) => void;
  type?: 'text' | 'url' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

function TextField({ field, label, hint, placeholder, values, errors, onChange, type = 'text', multiline = false, autoComplete = 'off' }: TextFieldProps) {
  const id = `${ID}-${field}`;
  const error = errors[field];
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: values[field],
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...common} rows={4} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type Edit = ReturnType<typeof useEditProfile>;

/** The fields, pre-filled from the profile read when the dialog opened; what was typed stays after a failure. */
function ProfileFields({ initial, edit, onDone }: { initial: ProfileFormValues; edit: Edit; onDone: () => void }) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [uploading, setUploading] = useState<'picture' | 'banner'>();
  const upload = useUploadFile();
  const errors = checked ? profileFormErrors(values, initial) : {};
  const busy = edit.saving || uploading !== undefined;

  const change = (field: ProfileFormField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const uploadImage = async (field: 'picture' | 'banner', file: File) => {
    const problem = !file.type.startsWith('image/') ? IMAGE_TOASTS.wrongType : file.size > PROFILE_IMAGE_MAX_BYTES ? IMAGE_TOASTS.tooLarge : undefined;
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setUploading(field);
    try {
      const [[, url]] = await upload.mutateAsync(file);
      change(field, url);
    } catch (error) {
      console.warn('[profiles] Image upload failed.', error);
      toast({ ...IMAGE_TOASTS.failed, variant: 'destructive' });
    } finally {
      setUploading(undefined);
    }
  };

  const submit = async () => {
    setChecked(true);
    if (Object.keys(profileFormErrors(values, initial)).length > 0) return;
    const published = await edit.save(values, initial);
    if (published) onDone();
  };

  const fieldProps = { values, errors, onChange: change };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={edit.saving} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field="name" label="Name" placeholder="satoshi" hint="A short name or handle." autoComplete="nickname" {...fieldProps} />
          <TextField field="display_name" label="Display name" placeholder="Satoshi Nakamoto" hint="Shown instead of your name when set." autoComplete="name" {...fieldProps} />
        </div>
        <TextField field="about" label="About" placeholder="A few words about you" multiline {...fieldProps} />
        <ProfileImageField
          id={`${ID}-picture`}
          label="Picture"
          uploadLabel="Upload picture"
          shape="avatar"
          value={values.picture}
          error={errors.picture}
          uploading={uploading === 'picture'}
          disabled={busy}
          onChange={(value) => change('picture', value)}
          onFile={(file) => void uploadImage('picture', file)}
        />
        <ProfileImageField
          id={`${ID}-banner`}
          label="Banner"
          uploadLabel="Upload banner"
          shape="banner"
          value={values.banner}
          error={errors.banner}
          uploading={uploading === 'banner'}
          disabled={busy}
          onChange={(value) => change('banner', value)}
          onFile={(file) => void uploadImage('banner', file)}
        />
        <TextField field="website" label="Website" placeholder="https://example.com" type="url" autoComplete="url" {...fieldProps} />
        <TextField
          field="nip05"
          label="NIP-05 address"
          placeholder="name@example.com"
          hint="A Nostr address on a domain you control; the domain confirms it."
          type="email"
          {...fieldProps}
        />
        <TextField
          field="lud16"
          label="Lightning address"
          placeholder="name@wallet.example"
          hint="Where people can send you payments over Lightning."
          type="email"
          {...fieldProps}
        />
      </fieldset>
      {edit.saveError && (
        <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{edit.saveError}</span>
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={edit.saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {edit.saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {edit.saving ? 'Saving...' : 'Save Profile'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * docs/product.md §2 Edit Profile: reads the user's profile fresh, then shows the form. When it cannot be
 * read, it says so and offers to try again instead of showing an empty form that would overwrite it.
 */
export function EditProfileForm({ pubkey, onDone }: { pubkey: string; onDone: () => void }) {
  const edit = useEditProfile(pubkey);
  const { current } = edit;

  if (current.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Loading your profile...
      </p>
    );
  }
  if (current.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {EDIT_PROFILE_MESSAGES.readFailed}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void current.refetch()} disabled={current.isFetching}>
            <RotateCwIcon className={current.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Try again
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <ProfileFields initial={profileFormValues(current.data?.event.content)} edit={edit} onDone={onDone} />;
}
