import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { LoginButton } from './LoginButton';
import { SignupButton } from './SignupButton';

/**
 * A card asking a signed-out visitor to sign in, with 'Log in' and 'Sign up' (sell tab, `/sell`, My Listings,
 * Messages): a new seller or buyer has no account yet, so both ways in sit side by side.
 */
export function SignInPrompt({ title, description, icon }: { title: string; description: string; icon?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        {icon && (
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
        )}
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-2">
        <LoginButton variant="outline" />
        <SignupButton />
      </CardContent>
    </Card>
  );
}
