// Applies the stored theme and language before the first paint. The build puts it inside index.html
// (the server allows it by its hash); the dev server loads it as a file.
(function () {
  try {
    var theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    var lang = localStorage.getItem('lang') === 'en' ? 'en' : 'es';
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.setAttribute('lang', lang);
    if (localStorage.getItem('contrast') === 'high') document.documentElement.setAttribute('data-contrast', 'high');
  } catch (e) {}
})();
