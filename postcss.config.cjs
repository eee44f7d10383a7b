// Panda's PostCSS plugin expands the @layer rules in src/styles/global.css into the used atomic classes.
module.exports = { plugins: { '@pandacss/dev/postcss': {} } };
