/// <reference types="vite/client" />
declare module '@vitejs/plugin-react/preamble';

/** Defined (true) in the browser build only; see RouteDef.load in src/route-def.ts. */
declare const __CLIENT__: true | undefined;
