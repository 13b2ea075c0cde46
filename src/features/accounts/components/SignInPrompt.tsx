import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { LoginButton } from './LoginButton';

/** A card asking a signed-out visitor to sign in, with a login button (sell tab, comments). */
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
      <CardContent>
        <LoginButton />
      </CardContent>
    </Card>
  );
}
