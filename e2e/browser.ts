// The launch flags live with the scripts, which the benchmarks (plain Node) share.
export { launchChromium } from '../scripts/browser.mjs';
