// Panda writes every token of the theme as a custom property on :root; only the ones a rule uses
// stay. Fewer root properties make each style recalculation of the page cheaper (a dialog's open).
module.exports = { plugins: { '@pandacss/dev/postcss': {}, 'postcss-prune-var': {} } }
