import { generateSecretKey, nip19 } from 'nostr-tools';
import { useState } from 'react';

import { DELAYS, STORAGE_KEYS } from '@/config/constants';
import { toast } from '@/lib/toast-store';

import { delay } from '../../delay';
import { SIGNUP_TOASTS } from '../../login-messages';
import { EMPTY_PROFILE_FIELDS, type ProfileFields } from '../../profile-template';
import { downloadTextFile, SECRET_KEY_FILENAME } from '../../secret-key-file';
import { useLoginActions } from '../../useLoginActions';

export type SignupStep = 'welcome' | 'generate' | 'download' | 'profile' | 'done';
export const SIGNUP_STEPS: readonly SignupStep[] = ['welcome', 'generate', 'download', 'profile', 'done'];

/** docs/product.md §4 Download step: how the user secured the key, if at all. */
export type KeySecured = 'none' | 'downloaded' | 'copied';

/**
 * The signup state machine of docs/product.md §4: welcome → generate → download → (log in) → profile → done. It lives in
 * the dialog body, which mounts on open, so each opening starts at welcome with an empty profile.
 */
export function useSignupFlow({ onComplete, onClose }: { onComplete?: () => void; onClose: () => void }) {
  const actions = useLoginActions();
  const [step, setStep] = useState<SignupStep>('welcome');
  const [nsec, setNsec] = useState('');
  const [generating, setGenerating] = useState(false);
  const [secured, setSecured] = useState<KeySecured>('none');
  const [loggingIn, setLoggingIn] = useState(false);
  const [profile, setProfile] = useState<ProfileFields>(EMPTY_PROFILE_FIELDS);

  const generateKey = async () => {
    setGenerating(true);
    try {
      // The pause is deliberate (docs/product.md §9): it lets the user see that something important happens.
      await delay(DELAYS.keyGeneration);
      setNsec(nip19.nsecEncode(generateSecretKey()));
      toast(SIGNUP_TOASTS.keyReady);
      setStep('download');
    } catch (error) {
      console.error('[signup] Key generation failed.', error);
      toast({ ...SIGNUP_TOASTS.generateFailed, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const downloadKey = () => {
    try {
      downloadTextFile(nsec, SECRET_KEY_FILENAME);
      setSecured('downloaded');
      toast({ ...SIGNUP_TOASTS.keySaved, variant: 'success' });
    } catch (error) {
      console.warn('[signup] Key download failed.', error);
      toast({ ...SIGNUP_TOASTS.downloadFailed, variant: 'destructive' });
    }
  };

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(nsec);
      setSecured('copied');
      toast({ ...SIGNUP_TOASTS.copied, variant: 'success' });
    } catch (error) {
      console.warn('[signup] Copying the key failed.', error);
      toast({ ...SIGNUP_TOASTS.copyFailed, variant: 'destructive' });
    }
  };

  const loginWithNewKey = async () => {
    setLoggingIn(true);
    try {
      await delay(DELAYS.keyLogin);
      actions.nsec(nsec);
      setStep('profile');
    } catch (error) {
      console.error('[signup] Logging in with the generated key failed.', error);
      toast({ ...SIGNUP_TOASTS.loginFailed, variant: 'destructive' });
    } finally {
      setLoggingIn(false);
    }
  };

  /** Called when the profile step ends, published or skipped (docs/product.md §4 Profile step "On finish"). */
  const finish = async () => {
    try {
      localStorage.setItem(STORAGE_KEYS.signupCompleted, String(Date.now()));
    } catch (error) {
      console.warn('[signup] Could not store the signup completion time.', error);
    }
    if (onComplete) {
      await delay(DELAYS.signupCallback);
      onComplete();
      onClose();
    } else {
      setStep('done');
    }
  };

  return {
    step,
    setStep,
    nsec,
    generating,
    secured,
    loggingIn,
    profile,
    setProfile,
    generateKey,
    downloadKey,
    copyKey,
    loginWithNewKey,
    finish,
  };
}

export type SignupFlow = ReturnType<typeof useSignupFlow>;
