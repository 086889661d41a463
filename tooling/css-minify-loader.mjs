// Minifies a stylesheet before css-loader turns it into JavaScript (production builds only):
// style-loader ships the CSS inside the bundles, where its comments and indentation would cost the
// visitor's home several KB. clean-css (a well-kept minifier) rather than code of ours; @import and
// url() are left to css-loader.
import CleanCSS from 'clean-css';

const minifier = new CleanCSS({ level: 1, inline: false, rebase: false });

export default function minifyCss(source) {
  const { styles, errors } = minifier.minify(source);
  if (errors.length > 0) throw new Error(`${this.resourcePath}: ${errors.join('; ')}`);
  return styles;
}
