/**
 * The one inline script that runs before first paint (see gatsby-ssr). It applies the stored theme
 * and sends a visitor to their language's version of the page before the wrong language is painted.
 *
 * Before the language, a page asked for as `…/index.html` (GitHub Pages serves it as is)
 * gets its own address, `…/`, the only one Gatsby's router knows, before the router reads it.
 *
 * Plain ES5 text, shipped as written: no compiler, bundler or coverage tool touches it, and the
 * unit tests run the exact script the pages carry (its CSP hash is taken from the built pages).
 */
export type PrePaintConfig = {
  languages: string[];
  defaultLanguage: string;
  themeKey: string;
  darkClass: string;
  languageKey: string;
  languageCookie: string;
  languageQuery: string;
  /** "" or `/website`: the site's paths start after it. */
  pathPrefix: string;
};

const PRE_PAINT = String.raw`function (c, w) {
  var d = w.document;
  function read(store, key) {
    try {
      return w[store].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function match(value) {
    if (typeof value !== "string" || value.length > 35) return null;
    var lower = value.toLowerCase();
    var base = lower.split(/[-_]/)[0];
    for (var i = 0; i < c.languages.length; i++) {
      var code = c.languages[i];
      if (code.toLowerCase() === lower) return code;
    }
    for (var j = 0; j < c.languages.length; j++) {
      var candidate = c.languages[j];
      if (candidate.toLowerCase() === base) return candidate;
    }
    return null;
  }
  function query(name) {
    var pairs = w.location.search.replace(/^\?/, "").split("&");
    for (var i = 0; i < pairs.length; i++) {
      var pair = pairs[i].split("=");
      if (pair[0] === name) {
        try {
          return decodeURIComponent((pair[1] || "").replace(/\+/g, " "));
        } catch (e) {
          return null;
        }
      }
    }
    return null;
  }
  function cookie(name) {
    var parts = [];
    try {
      parts = d.cookie.split(";");
    } catch (e) {
      return null;
    }
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].replace(/^\s+/, "");
      if (part.indexOf(name + "=") === 0) return part.slice(name.length + 1);
    }
    return null;
  }

  // Theme: a stored choice wins; otherwise follow the operating system.
  var theme = read("localStorage", c.themeKey);
  if (theme !== null && theme !== "dark" && theme !== "light") {
    try {
      w.localStorage.removeItem(c.themeKey); // corrupt value: forget it, follow the system
    } catch (e) {
      theme = null;
    }
  }
  var prefersDark = false;
  try {
    prefersDark = w.matchMedia("(prefers-color-scheme: dark)").matches;
  } catch (e) {
    prefersDark = false;
  }
  var dark = theme === "dark" || (theme !== "light" && prefersDark);
  if (dark) d.body.classList.add(c.darkClass);
  else d.body.classList.remove(c.darkClass);

  // Language: a prefixed URL is explicit and only an explicit ?lng= overrides it; an unprefixed
  // URL follows the detection order of i18next-browser-languagedetector.
  var path = w.location.pathname.replace(/\/index\.html$/, "/");
  if (path !== w.location.pathname) {
    w.history.replaceState(w.history.state, "", path + w.location.search + w.location.hash);
  }
  if (path.indexOf(c.pathPrefix) === 0) path = path.slice(c.pathPrefix.length);
  var segment = path.split("/")[1] || "";
  var prefixed = segment !== c.defaultLanguage && match(segment) === segment;
  var pageLanguage = prefixed ? segment : c.defaultLanguage;
  var found = match(query(c.languageQuery));
  if (!found && !prefixed) {
    var navigatorLanguages = [];
    try {
      navigatorLanguages = (w.navigator.languages || []).slice();
      navigatorLanguages.push(w.navigator.language);
    } catch (e) {
      navigatorLanguages = [];
    }
    var candidates = [
      cookie(c.languageCookie),
      read("localStorage", c.languageKey),
      read("sessionStorage", c.languageKey),
    ].concat(navigatorLanguages, [d.documentElement.lang]);
    for (var k = 0; k < candidates.length && !found; k++) found = match(candidates[k]);
  }
  var language = found || pageLanguage;
  try {
    w.localStorage.setItem(c.languageKey, language);
  } catch (e) {
    // Storage blocked: the visitor still gets the right page, just not remembered.
  }
  if (language === pageLanguage) return;

  var rest = prefixed ? path.slice(segment.length + 1) : path;
  var target =
    c.pathPrefix + (language === c.defaultLanguage ? "" : "/" + language) + (rest || "/");
  var search = w.location.search
    .replace(/^\?/, "")
    .split("&")
    .filter(function (pair) {
      return pair !== "" && pair.split("=")[0] !== c.languageQuery;
    })
    .join("&");
  // Hide the wrong language while the browser fetches the right one; never leave it hidden.
  d.documentElement.style.visibility = "hidden";
  w.setTimeout(function () {
    d.documentElement.style.visibility = "";
  }, 3000);
  w.location.replace(target + (search ? "?" + search : "") + w.location.hash);
}`;

export function prePaintScript(config: PrePaintConfig): string {
  return `(${PRE_PAINT})(${JSON.stringify(config)},window);`;
}
