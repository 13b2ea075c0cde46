/**
 * What the rest of the app may use of the accounts feature (docs/architecture.md §4): the
 * provider of logins and dialogs, the header's account area and the prompts that open the login dialog.
 * Who is signed in, and what their signer can do (NIP-44, a key login's nsec), is read through the session
 * feature, which this feature fills.
 */
export { AccountArea } from './components/AccountArea';
export { AccountsProvider } from './components/AccountsProvider';
export { LoginButton } from './components/LoginButton';
export { SignInPrompt } from './components/SignInPrompt';
export { SignupButton } from './components/SignupButton';
