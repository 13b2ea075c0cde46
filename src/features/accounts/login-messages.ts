import { PROTOCOL_NAME } from '@/config/brand';

/** Every user-facing login and signup message of docs/product.md §5 and §8, verbatim, in one place. */
export const LOGIN_MESSAGES = {
  keyEmpty: 'Please enter your secret key',
  keyFormat: 'Invalid secret key format. Must be a valid nsec starting with nsec1.',
  keyDecode: "Failed to login with this key. Please check that it's correct.",
  fileInvalid: 'File does not contain a valid secret key.',
  fileNoContent: 'Could not read file content.',
  fileReadFailed: 'Failed to read file.',
  bunkerEmpty: 'Please enter a bunker URI',
  bunkerPrefix: 'Invalid bunker URI format. Must start with bunker://',
  bunkerInvalid: 'Invalid bunker URI',
  bunkerNoRelay: 'No relay provided',
  bunkerConnect: 'Failed to connect to bunker. Please check the URI.',
  extensionMissing: `${PROTOCOL_NAME} extension not found. Please install a NIP-07 extension.`,
  extensionFailed: 'Extension login failed',
  extensionBadPubkey: 'The extension returned an invalid public key.',
  extensionLooking: 'Looking for your extension…',
  // Client-initiated remote signer (nostrconnect://).
  nostrConnectTimeout: 'No signer app connected within 2 minutes. Show a new code to try again.',
  nostrConnectFailed: 'Could not connect to the signer app. Please try again.',
  // Password protection of a stored key (NIP-49).
  keyPasswordEmpty: 'Please enter the password for this key',
  wrongPassword: 'Wrong password. Please try again.',
  ncryptsecInvalid: 'This encrypted key is damaged. Please check that you copied all of it.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  keyNotSaved: 'Could not save the protected key in this browser.',
  unlockFailed: 'Could not unlock this key.',
} as const;

/** Toasts of the signup flow (docs/product.md §8), as title and description. */
export const SIGNUP_TOASTS = {
  generateFailed: { title: 'Error', description: 'Failed to generate key. Please try again.' },
  keyReady: { title: 'Your Secret Key is Ready!', description: 'Save it somewhere safe before you continue.' },
  downloadFailed: { title: 'Download failed', description: 'Could not download the key file. Please copy it manually.' },
  keySaved: { title: 'Secret Key Saved!', description: 'Keep the file somewhere safe and private.' },
  copied: { title: 'Copied to clipboard!', description: 'Paste it into your password manager.' },
  copyFailed: { title: 'Copy failed', description: 'Could not copy the key. Please download the key file instead.' },
  loginFailed: { title: 'Login Failed', description: 'Failed to login with the generated key. Please try again.' },
  avatarUploaded: { title: 'Avatar uploaded!', description: 'Your avatar has been uploaded successfully.' },
  avatarFailed: { title: 'Upload failed', description: 'Failed to upload avatar. Please try again.' },
  avatarWrongType: { title: 'Invalid file type', description: 'Please select an image file for your avatar.' },
  avatarTooLarge: { title: 'File too large', description: 'Avatar image must be smaller than 5MB.' },
  profileCreated: { title: 'Profile Created!', description: 'Your profile has been set up.' },
  profileFailed: {
    title: 'Profile Setup Failed',
    description: 'Your account was created but profile setup failed. You can update it later.',
  },
  welcome: { title: 'Welcome!', description: 'Your account is ready.' },
} as const;
