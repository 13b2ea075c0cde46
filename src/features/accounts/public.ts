/**
 * What the rest of the app may use of the accounts feature (docs/architecture.md §4): the
 * provider of logins and dialogs, the header's account area and the prompts that open the login dialog.
 * Who is signed in is read through the session feature, which this feature fills.
 */
export { AccountArea } from './components/AccountArea';
export { AccountsProvider } from './components/AccountsProvider';
export { LoginButton } from './components/LoginButton';
export { SignInPrompt } from './components/SignInPrompt';
export { isNip44Unsupported, NIP44_MISSING, Nip44Unsupported, requireNip44 } from './nip44-support';
export { localNsecOf, remoteSignerRelaysOf } from './login-to-user';
