// One definition for every Chromium user, TypeScript or plain Node scripts.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.cjs";
