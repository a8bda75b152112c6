import type { Plugin } from 'vite'

/** Vite plugin: writes .br and .gz copies of the client build's text assets (see the .js file). */
export function precompressAssets(): Plugin
