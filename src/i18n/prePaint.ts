// internals: typescript, babel — inline scripts shipped from Function.prototype.toString of compiled code (also drawerScript)
/**
 * The one inline script that runs before first paint (see gatsby-ssr). It applies the stored theme
 * and sends a visitor to their language's version of the page before the wrong language is painted.
 *
 * `prePaint` is serialised with `Function.prototype.toString`, so it must stay self-contained and
 * written in plain ES5 (no imports, no helpers a compiler would inject). The same function is run
 * by the unit tests, so what is tested is what ships.
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

export function prePaint(c: PrePaintConfig, w: Window): void {
  var d = w.document;
  function read(store: "localStorage" | "sessionStorage", key: string): string | null {
    try {
      return w[store].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function match(value: string | null | undefined): string | null {
    if (typeof value !== "string" || value.length > 35) return null;
    var lower = value.toLowerCase();
    var base = lower.split(/[-_]/)[0];
    for (var i = 0; i < c.languages.length; i++) {
      var code = c.languages[i] as string;
      if (code.toLowerCase() === lower) return code;
    }
    for (var j = 0; j < c.languages.length; j++) {
      var candidate = c.languages[j] as string;
      if (candidate.toLowerCase() === base) return candidate;
    }
    return null;
  }
  function query(name: string): string | null {
    var pairs = w.location.search.replace(/^\?/, "").split("&");
    for (var i = 0; i < pairs.length; i++) {
      var pair = (pairs[i] as string).split("=");
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
  function cookie(name: string): string | null {
    var parts: string[] = [];
    try {
      parts = d.cookie.split(";");
    } catch (e) {
      return null;
    }
    for (var i = 0; i < parts.length; i++) {
      var part = (parts[i] as string).replace(/^\s+/, "");
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
  var path = w.location.pathname;
  if (path.indexOf(c.pathPrefix) === 0) path = path.slice(c.pathPrefix.length);
  var segment = path.split("/")[1] || "";
  var prefixed = segment !== c.defaultLanguage && match(segment) === segment;
  var pageLanguage = prefixed ? segment : c.defaultLanguage;
  var found = match(query(c.languageQuery));
  if (!found && !prefixed) {
    var navigatorLanguages: string[] = [];
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
}

export function prePaintScript(config: PrePaintConfig): string {
  return `(${prePaint.toString()})(${JSON.stringify(config)},window);`;
}
