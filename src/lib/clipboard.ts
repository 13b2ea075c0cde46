import { toast } from '@/lib/toast-store';

/** Copies text and says so in a toast; a refused clipboard (permissions, insecure page) says that instead. */
export async function copyWithToast(text: string, success: { title: string; description?: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...success, variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it manually.', variant: 'destructive' });
  }
}
