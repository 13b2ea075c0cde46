/**
 * Names a location text or a picker search may give a country or a US state by, besides the ISO code and
 * the English name the browser knows (docs/product.md §2 Location and distance): local names ('Deutschland')
 * and common English ones ('USA', 'Holland'). Written by hand for this project.
 */
export const OTHER_COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  AT: ['Österreich'],
  BE: ['België', 'Belgique', 'Belgien'],
  BG: ['Bulgaria', 'България'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Helvetia'],
  CZ: ['Czech Republic', 'Česko', 'Česká republika'],
  DE: ['Deutschland', 'Allemagne', 'Germania', 'Alemania', 'Niemcy', 'Tyskland', 'Duitsland'],
  DK: ['Danmark'],
  EE: ['Eesti'],
  ES: ['España', 'Espana', 'Spanien', 'Espagne', 'Spagna'],
  FI: ['Suomi'],
  FR: ['Frankreich', 'Francia'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  GR: ['Greece', 'Hellas', 'Ellada', 'Ελλάδα'],
  HR: ['Hrvatska'],
  HU: ['Magyarország'],
  IE: ['Éire', 'Eire'],
  IS: ['Ísland'],
  IT: ['Italia', 'Italien'],
  LT: ['Lietuva'],
  LU: ['Lëtzebuerg', 'Luxemburg'],
  LV: ['Latvija'],
  NL: ['Nederland', 'Holland', 'The Netherlands', 'Niederlande', 'Pays-Bas'],
  NO: ['Norge', 'Noreg'],
  PL: ['Polska', 'Polen'],
  PT: ['Portugal'],
  RO: ['România'],
  RS: ['Srbija'],
  RU: ['Russia', 'Rossiya', 'Россия'],
  SE: ['Sverige', 'Schweden'],
  SI: ['Slovenija'],
  SK: ['Slovensko', 'Slovak Republic'],
  TR: ['Türkiye', 'Turkey'],
  UA: ['Ukraina', 'Україна'],
  US: ['USA', 'U.S.A.', 'U.S.', 'United States of America', 'America'],
  MX: ['México'],
  BR: ['Brasil'],
  JP: ['Nippon', 'Nihon'],
  KR: ['Korea', 'Republic of Korea'],
  AE: ['UAE', 'U.A.E.', 'Emirates'],
  ZA: ['RSA'],
};

/** The states of the United States and DC, by postal code: 'Austin, Texas' and 'Austin, TX' both name Austin. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
