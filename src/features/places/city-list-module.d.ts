/** The city picker's list, made at build time by dev/cities/city-list-plugin.ts (format: compact-city-list.ts). */
declare module 'virtual:carstr-city-list' {
  const text: string;
  export default text;
}
