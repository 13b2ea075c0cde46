import type { COMMON_MAKES } from './car-options';

type KnownMake = (typeof COMMON_MAKES)[number];

/**
 * World manufacturer identifiers (a VIN's first three characters, ISO 3780) of the most common makes
 * (COMMON_MAKES), for the detail page's "The VIN belongs to a {Make}" check (docs/product.md §2 Listing detail).
 *
 * Why a small hand-written table and not a package or a build-time download: the check must work offline and
 * in the browser, the codes are checked for the 13 most common makes only (a make without codes is simply not
 * checked), and the full WMI register (SAE's) is licensed, not free data.
 * These are the codes each maker stamps on its passenger cars and SUVs, from public VIN knowledge (maker
 * documents, recall notices, NHTSA decodings): the main home-market codes and the North American, Mexican and
 * a few other plants' codes. A code missing here is simply not checked (no warning), so the table errs on the
 * side of silence: a code shared by two makes, or one we are not sure of, is left out.
 */
export const WMI_MAKES: Readonly<Record<string, KnownMake>> = {
  // Audi: Germany (cars, SUVs), Hungary (Győr), Audi Sport.
  WAU: 'Audi',
  WA1: 'Audi',
  TRU: 'Audi',
  WUA: 'Audi',
  // BMW: Germany (cars, M, i, X), and the US plant in Spartanburg (X models).
  WBA: 'BMW',
  WBS: 'BMW',
  WBY: 'BMW',
  WBX: 'BMW',
  '4US': 'BMW',
  '5UX': 'BMW',
  '5YM': 'BMW',
  // Chevrolet: US cars, trucks and SUVs, Canada, Mexico, GM Korea.
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '2G1': 'Chevrolet',
  '3G1': 'Chevrolet',
  '3GN': 'Chevrolet',
  '3GC': 'Chevrolet',
  KL1: 'Chevrolet',
  KL7: 'Chevrolet',
  // Ford: US cars, SUVs and trucks, Canada, Mexico, Germany, UK, Spain, Turkey, Australia.
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '1ZV': 'Ford',
  '2FA': 'Ford',
  '2FM': 'Ford',
  '2FT': 'Ford',
  '3FA': 'Ford',
  '3FM': 'Ford',
  WF0: 'Ford',
  SFA: 'Ford',
  VS6: 'Ford',
  NM0: 'Ford',
  '6FP': 'Ford',
  // Honda: Japan (cars, SUVs), US (Ohio, Alabama, Indiana), Canada, Mexico, UK.
  JHM: 'Honda',
  JHL: 'Honda',
  '1HG': 'Honda',
  '19X': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  '7FA': 'Honda',
  '2HG': 'Honda',
  '2HK': 'Honda',
  '3HG': 'Honda',
  SHH: 'Honda',
  SHS: 'Honda',
  // Hyundai: Korea (cars, SUVs), US (Alabama), Czech Republic, Turkey, India.
  KMH: 'Hyundai',
  KM8: 'Hyundai',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  TMA: 'Hyundai',
  NLH: 'Hyundai',
  MAL: 'Hyundai',
  // Kia: Korea (cars, SUVs), US (Georgia), Slovakia, Mexico.
  KNA: 'Kia',
  KND: 'Kia',
  '5XX': 'Kia',
  '5XY': 'Kia',
  U5Y: 'Kia',
  '3KP': 'Kia',
  // Mazda: Japan (cars, SUVs), Europe, Mexico.
  JM1: 'Mazda',
  JM3: 'Mazda',
  JMZ: 'Mazda',
  '3MZ': 'Mazda',
  // Mercedes-Benz: Germany (older and current codes, cars and SUVs), US (Alabama).
  WDB: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  '4JG': 'Mercedes-Benz',
  '55S': 'Mercedes-Benz',
  // Nissan: Japan (cars, SUVs), US (Tennessee, Mississippi), Mexico, UK, Spain.
  JN1: 'Nissan',
  JN8: 'Nissan',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '5N1': 'Nissan',
  '3N1': 'Nissan',
  SJN: 'Nissan',
  VSK: 'Nissan',
  // Toyota (not Lexus, whose codes differ): Japan, US plants, Canada, Mexico, UK, Turkey, France.
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  JT2: 'Toyota',
  JT3: 'Toyota',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  '5YF': 'Toyota',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '3TM': 'Toyota',
  SB1: 'Toyota',
  NMT: 'Toyota',
  VNK: 'Toyota',
  // Volkswagen: Germany (cars, SUVs), US (Tennessee), Mexico, Brazil, South Africa.
  WVW: 'Volkswagen',
  WVG: 'Volkswagen',
  '1VW': 'Volkswagen',
  '3VW': 'Volkswagen',
  '3VV': 'Volkswagen',
  '9BW': 'Volkswagen',
  AAV: 'Volkswagen',
  // Volvo cars (not Volvo's trucks and buses): Sweden and Belgium (cars, SUVs), China.
  YV1: 'Volvo',
  YV4: 'Volvo',
  LYV: 'Volvo',
};

/**
 * Other spellings of the makes above as sellers write them, and makes that are sold under another maker's
 * codes: compared after the same normalisation as the fair-price rating (lower case, letters and digits only).
 */
export const MAKE_ALIASES: Readonly<Record<string, KnownMake>> = {
  chevy: 'Chevrolet',
  vw: 'Volkswagen',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  mercedesbenz: 'Mercedes-Benz',
  // Genesis cars carried Hyundai's codes until the brand stood on its own.
  genesis: 'Hyundai',
};
