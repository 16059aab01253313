// Applies the remembered (or system) theme before the first paint, so dark mode never flashes.
(function () {
  try {
    var stored = localStorage.getItem('studium-theme');
    var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {}
})();
