"use strict";
// The era commits whose encoders are run. For each encoder (version) its first and last
// commit on master are included, plus the intermediate commits named in the brief.
// maxSide / minSide: what the settings dialog of that commit let a player make
// (no limit before 295648d, 99 until f882331, 60 after; min 3 from 7aa436e).
// beyondUI: the probability of a board larger than 99 (only in eras without a limit).
// colours: the largest colour index (0 = no colours in the format).
// surfaces: the surface letters the encoder of that commit can write.
// The upstream history: a clone of the public repository (README.md says
// how to get it), named by PENTOMINO_UPSTREAM, else upstream.git beside
// these scripts.
const REPO = process.env.PENTOMINO_UPSTREAM || require("path").join(__dirname, "upstream.git");

const ERAS = [
  { era: "v1", commit: "ef9db84", note: "v1 first=last", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 0, surfaces: ["R"] },
  { era: "v1.1", commit: "6b314ed", note: "v1.5 encoder, all colours 0 (first)", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 0, surfaces: ["R"] },
  { era: "v1.1", commit: "14520b9", note: "v1.5 encoder, all colours 0 (last)", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 0, surfaces: ["R"] },
  { era: "v1.5", commit: "6b314ed", note: "v1.5 first", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 5, surfaces: ["R"] },
  { era: "v1.5", commit: "351d10d", note: "v1.5 refactor", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 5, surfaces: ["R"] },
  { era: "v1.5", commit: "14520b9", note: "v1.5 last", minSide: 1, maxSide: 99, beyondUI: 0.05, colours: 5, surfaces: ["R"] },
  { era: "v2", commit: "35c4104", note: "v2 first (3 minutes before the 99 limit)", minSide: 1, maxSide: 99, beyondUI: 0, colours: 5, surfaces: ["R"] },
  { era: "v2", commit: "1287e3e", note: "v2 last", minSide: 1, maxSide: 99, beyondUI: 0, colours: 5, surfaces: ["R"] },
  { era: "v3", commit: "84be628", note: "v3 first (max side 99)", minSide: 1, maxSide: 99, beyondUI: 0, colours: 11, surfaces: ["R"] },
  { era: "v3", commit: "e0b741d", note: "v3 decoder fix", minSide: 1, maxSide: 60, beyondUI: 0, colours: 11, surfaces: ["R"] },
  { era: "v3", commit: "9c258f5", note: "v3 surfaces T,P,K", minSide: 1, maxSide: 60, beyondUI: 0, colours: 11, surfaces: ["R", "T", "P", "K"] },
  { era: "v3", commit: "ec47e98", note: "v3 last", minSide: 1, maxSide: 60, beyondUI: 0, colours: 11, surfaces: ["R", "T", "P", "K"] },
  { era: "v3.1", commit: "b242415", note: "v3.1 first", minSide: 1, maxSide: 60, beyondUI: 0, colours: 11, surfaces: ["R", "T", "P", "K"] },
  { era: "v3.1", commit: "cb86ad4", note: "v3.1 mirror HEAD", minSide: 3, maxSide: 60, beyondUI: 0, colours: 11, surfaces: ["R", "C", "S", "T", "M", "P", "K"] },
];

// the upstream decoder that read links of each era in its own time: the era commit itself
// (for v3 links of 84be628 the decoder is broken until e0b741d; both are run anyway).
const HEAD = "cb86ad4";

module.exports = { ERAS, REPO, HEAD };
