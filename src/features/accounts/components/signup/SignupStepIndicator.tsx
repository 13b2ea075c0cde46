import { cn } from '@/lib/utils';

import { SIGNUP_STEPS, type SignupStep } from './useSignupFlow';

/** 'Step n of 5' as dots; the text is there for screen readers. */
export function SignupStepIndicator({ step }: { step: SignupStep }) {
  const index = SIGNUP_STEPS.indexOf(step);
  return (
    <div className="flex items-center justify-center gap-1.5 pr-6 sm:justify-start">
      <span className="sr-only">
        Step {index + 1} of {SIGNUP_STEPS.length}
      </span>
      {SIGNUP_STEPS.map((name, position) => (
        <span
          key={name}
          aria-hidden="true"
          className={cn('h-1.5 rounded-full transition-all', position <= index ? 'w-6 bg-primary' : 'w-3 bg-muted')}
        />
      ))}
    </div>
  );
}
