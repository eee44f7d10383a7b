// Waku's build defines this in every environment (a random id per build; "dev" under `waku dev`).
interface ImportMetaEnv {
  readonly WAKU_BUILD_ID?: string;
}
