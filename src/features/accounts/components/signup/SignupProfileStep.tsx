import { ImageUpIcon, Loader2Icon } from 'lucide-react';
import { useRef } from 'react';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { safeUrl } from '@/lib/safe-url';

import { BusyLabel } from '../BusyLabel';
import { FieldError } from '../FieldError';
import { useProfileSetup } from './useProfileSetup';
import type { SignupFlow } from './useSignupFlow';

/** docs/product.md §2 Profile step: name, about and picture (typed or uploaded); every field optional. */
export function SignupProfileStep({ flow }: { flow: SignupFlow }) {
  const setup = useProfileSetup(flow);
  const fileInput = useRef<HTMLInputElement>(null);
  const { profile } = flow;
  const busy = setup.publishing || setup.uploading;
  const preview = safeUrl(profile.picture);
  const update = (field: keyof typeof profile) => (event: { target: { value: string } }) =>
    flow.setProfile((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void setup.createProfile();
      }}
    >
      <DialogHeader>
        <DialogTitle>Create Your Profile</DialogTitle>
        <DialogDescription>Tell buyers and sellers who you are. You can skip this and do it later.</DialogDescription>
      </DialogHeader>
      <fieldset disabled={setup.publishing} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="signup-name">Name</Label>
          <Input id="signup-name" value={profile.name} onChange={update('name')} placeholder="Your name" autoComplete="nickname" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-about">About</Label>
          <Textarea id="signup-about" value={profile.about} onChange={update('about')} placeholder="A few words about you" rows={3} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-picture">Picture</Label>
          <div className="flex items-center gap-3">
            <Avatar className="size-12">
              {preview && <AvatarImage src={preview} alt="" />}
              <AvatarFallback>{profile.name.trim().charAt(0) || '?'}</AvatarFallback>
            </Avatar>
            <Input
              id="signup-picture"
              type="url"
              inputMode="url"
              value={profile.picture}
              onChange={update('picture')}
              placeholder="https://…"
              aria-invalid={setup.pictureError ? true : undefined}
              aria-describedby={setup.pictureError ? 'signup-picture-error' : undefined}
            />
          </div>
          <FieldError id="signup-picture-error" message={setup.pictureError} />
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="hidden"
            data-testid="avatar-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void setup.uploadAvatar(file);
            }}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
            <BusyLabel busy={setup.uploading} busyText="Uploading..." icon={<ImageUpIcon aria-hidden="true" />}>
              Upload Picture
            </BusyLabel>
          </Button>
        </div>
      </fieldset>
      {setup.publishing && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Publishing your profile...
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={busy}>
          {setup.publishing ? 'Creating Profile...' : 'Create Profile & Finish'}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void flow.finish()}>
          Skip for now
        </Button>
      </div>
    </form>
  );
}
