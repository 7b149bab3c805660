// Hostile text for every free-text field that is shown again (issue 11): script tags, on*
// attributes, javascript: URLs, SVG, CSS expressions, broken markup. Each payload, if it ever
// runs, sets window.__xss to its number, so a test can tell which one got through.

export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"><circle r=1 /></svg>',
  '<a href="javascript:window.__xss=4">link</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<div style="background:url(javascript:window.__xss=6)">css</div>',
  '"><img src=x onerror=window.__xss=7>',
  '<b onmouseover="window.__xss=8" onfocus="window.__xss=8" tabindex=0 autofocus>hover</b>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=9></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__xss=10">x</details>',
  '<p>ok</p><scr<script>ipt>window.__xss=11</script>',
  '<form><button formaction="javascript:window.__xss=12">go</button></form>',
];
