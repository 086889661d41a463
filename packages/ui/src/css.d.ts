// Stylesheets are handled by the bundler (style-loader + css-loader); TypeScript only needs to
// accept side-effect imports such as `import '@postulate/ui/tokens.css'`.
declare module '*.css';
