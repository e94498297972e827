// scripts/map-land-plugin.ts: the URL of the offline map's land shapes.
declare module 'virtual:map-land' {
  const url: string;
  export default url;
}
