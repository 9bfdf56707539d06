// Applies the saved theme before the first paint (a classic script: no flash of the wrong theme).
(function () {
  try {
    var t = localStorage.getItem('hs-theme');
    if (t === 'light' || t === 'dark' || t === 'contrast' || t === 'system') {
      document.documentElement.setAttribute('data-theme', t);
    }
  } catch (e) {
    /* storage unavailable: follow the device */
  }
})();
