/** Element ids of a form field and the texts that describe it, shared by its label, control and messages. */
export function fieldIds(name: string) {
  const control = `listing-${name}`;
  return { control, error: `${control}-error`, hint: `${control}-hint`, counter: `${control}-counter` };
}

/** The `aria-describedby` value for the parts that are present, or undefined when none is. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
