// Bundle entry for RheingoldRiver/pentominoes. bundle.sh copies it into the
// root of the fetched clone, so the import below resolves to upstream's file.
//
// Why this function: GameStateProvider.tsx opens a link by calling
// deserializeUrl(config, defaultRandomColors) on the `:config` route
// parameter. defaultRandomColors comes from localStorage "randc", which is
// unset (hence false) for a visitor who never changed the preference; with
// false, deserializeUrl never touches window, so no stubs are needed.
// deserializeUrl picks the legacy (v1..v2) or current (v3, v3.1) state
// machine itself and builds the board grid, so this is the whole decode.
import { deserializeUrl } from "./src/components/GameStateProvider/urlConfig";

export function decode(slug: string) {
  return deserializeUrl(slug, false);
}
