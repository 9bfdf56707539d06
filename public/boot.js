// Applies the saved theme before the first paint (a classic script: no flash of the wrong theme),
// and holds the first frame until the page drawn in the HTML is parsed (the element after
// <hs-app>): a frame painted mid-way shows the header half drawn, which then shifts. The link's
// address is the document's own (a relative one would resolve against <base>).
(function () {
  var expect = document.createElement('link');
  expect.rel = 'expect';
  expect.href = location.href.split('#')[0] + '#hs-drawn';
  expect.setAttribute('blocking', 'render');
  document.head.appendChild(expect);
  try {
    var t = localStorage.getItem('hs-theme');
    if (t === 'light' || t === 'dark' || t === 'contrast' || t === 'system') {
      document.documentElement.setAttribute('data-theme', t);
    }
  } catch (e) {
    /* storage unavailable: follow the device */
  }
})();
