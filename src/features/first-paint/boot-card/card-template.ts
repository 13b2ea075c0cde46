/** A template's values by slot name; undefined: the listing has no such part. */
export type SlotValues = Readonly<Record<string, string | undefined>>;

const SLOT_PATTERN = /\{\{(\w+)\}\}/g;
const marker = (slot: string) => `{{${slot}}}`;

function* elementsOf(root: Element): Generator<Element> {
  yield root;
  for (const child of root.querySelectorAll('*')) yield child;
}

function textNodesOf(root: Element): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * Build time: turns a card rendered from the sample listing into the template, replacing each of the sample's
 * values (`sample`, from cardSlotValues) with its `{{slot}}` marker wherever it is a whole text or attribute
 * value; the title, which also appears inside labels ('View Details: …'), wherever it occurs.
 */
export function markSlots(root: Element, sample: SlotValues & { title: string; colour?: string | undefined }): void {
  const slots = Object.entries(sample).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const mark = (value: string) => {
    const whole = slots.find(([, sampleValue]) => sampleValue === value);
    if (whole !== undefined) return marker(whole[0]);
    return value.replaceAll(sample.title, marker('title'));
  };
  for (const element of elementsOf(root)) {
    for (const name of element.getAttributeNames()) {
      const attribute = element.getAttribute(name) ?? '';
      // The placeholder's colour is inside its style attribute.
      const value = sample.colour === undefined ? attribute : attribute.replaceAll(sample.colour, marker('colour'));
      element.setAttribute(name, mark(value));
    }
  }
  for (const text of textNodesOf(root)) text.data = mark(text.data);
}

/**
 * Boot time: fills a copy of the template with one listing's values. Text goes in as text and attributes as
 * attribute values (nothing is parsed as HTML). A part the listing lacks is left out as React leaves it out:
 * an attribute that is only that slot is removed, an element whose text or style needs it is removed.
 */
export function fillSlots(root: Element, values: SlotValues): void {
  const lookup = (slot: string): string | undefined => (Object.hasOwn(values, slot) ? values[slot] : undefined);
  const missing = (text: string) => [...text.matchAll(SLOT_PATTERN)].some(([, slot]) => lookup(slot!) === undefined);
  const fill = (text: string) => text.replace(SLOT_PATTERN, (_, slot: string) => lookup(slot) ?? '');
  const removed = new Set<Element>();
  for (const element of elementsOf(root)) {
    // Names first: removing an attribute changes the element's live attribute list.
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (!value.includes('{{')) continue;
      if (!missing(value)) element.setAttribute(name, fill(value));
      else if (name === 'style') removed.add(element);
      else element.removeAttribute(name);
    }
  }
  for (const text of textNodesOf(root)) {
    if (!text.data.includes('{{')) continue;
    if (missing(text.data) && text.parentElement !== null) removed.add(text.parentElement);
    else text.data = fill(text.data);
  }
  for (const element of removed) if (element !== root) element.remove();
}
