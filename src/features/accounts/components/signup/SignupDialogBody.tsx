import { SignupDoneStep } from './SignupDoneStep';
import { SignupGenerateStep } from './SignupGenerateStep';
import { SignupKeyStep } from './SignupKeyStep';
import { SignupProfileStep } from './SignupProfileStep';
import { SignupStepIndicator } from './SignupStepIndicator';
import { SignupWelcomeStep } from './SignupWelcomeStep';
import { useSignupFlow } from './useSignupFlow';

/** The active step of the signup flow, under a small progress indicator. */
export function SignupDialogBody({ onComplete, onClose }: { onComplete?: () => void; onClose: () => void }) {
  const flow = useSignupFlow({ onComplete, onClose });
  return (
    <div className="space-y-5">
      <SignupStepIndicator step={flow.step} />
      {flow.step === 'welcome' && <SignupWelcomeStep onStart={() => flow.setStep('generate')} />}
      {flow.step === 'generate' && <SignupGenerateStep generating={flow.generating} onGenerate={() => void flow.generateKey()} />}
      {flow.step === 'download' && <SignupKeyStep flow={flow} />}
      {flow.step === 'profile' && <SignupProfileStep flow={flow} />}
      {flow.step === 'done' && <SignupDoneStep onClose={onClose} />}
    </div>
  );
}
