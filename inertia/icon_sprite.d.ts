/** URL of the build's SVG sprite (bin/lib/icon_sprite.js, used by components/icons.tsx). */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
