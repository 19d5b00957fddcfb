// React 18 ships the web-streams renderer as `react-dom/server.browser`; its types live with
// `react-dom/server`.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
