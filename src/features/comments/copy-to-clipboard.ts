import { toast } from '@/lib/toast-store';

/** Copies text and confirms in a toast; a refused clipboard (permissions, insecure page) says so instead. */
export async function copyToClipboard(text: string, successTitle: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: successTitle, variant: 'success' });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Your browser did not allow copying. Select the text and copy it manually.',
      variant: 'destructive',
    });
  }
}
