import { LOGIN_MESSAGES } from './login-messages';
import { checkKeyFileText, type Checked } from './login-validation';

/**
 * Reads a key file picked by the user and returns the nsec in it. The three outcomes of docs/product.md §5 map to the
 * reader's three ways to end: `load` with text, `load` without text, and `error`.
 */
export function readKeyFile(file: Blob): Promise<Checked<string>> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const content = reader.result;
      if (typeof content !== 'string') resolve({ ok: false, error: LOGIN_MESSAGES.fileNoContent });
      else resolve(checkKeyFileText(content));
    });
    reader.addEventListener('error', () => resolve({ ok: false, error: LOGIN_MESSAGES.fileReadFailed }));
    reader.readAsText(file);
  });
}
