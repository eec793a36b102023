/**
 * React DOM's server renderer writes its streaming runtime as inline scripts: the first instruction of a kind carries
 * the function it calls (`$RC=function(…){…};$RC("B:0","S:0")`), later ones only the call. The functions are fixed
 * text of the React build, listed here by length and SHA-256 (base64) so that only those exact texts are trusted.
 *
 * react-runtime.test.ts reads every string literal of this shape out of the React builds Next renders with and
 * fails when they differ from this list: after a React or Next upgrade, run it and update the list from its output.
 */
export interface RuntimeText {
  /** What React calls it (for the reader; not used). */
  name: string;
  length: number;
  sha256: string;
}

/** Whole inline scripts React writes as they are. */
export const REACT_RUNTIME_SCRIPTS: readonly RuntimeText[] = [
  { name: "shellTimeRuntimeScript", length: 57, sha256: "7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=" },
  { name: "formReplayingRuntimeScript", length: 364, sha256: "CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=" },
];

/** Function definitions React writes in front of an instruction call, alone or several in a row. */
export const REACT_RUNTIME_DEFINITIONS: readonly RuntimeText[] = [
  { name: "completeBoundaryScriptFunctionOnly ($RB, $RV, $RC)", length: 829, sha256: "ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=" },
  { name: "completeBoundaryWithStylesScript1FullPartial ($RM, $RR)", length: 1105, sha256: "QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=" },
  { name: "completeSegmentScript1Full ($RS)", length: 193, sha256: "rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=" },
  { name: "clientRenderScriptFunctionOnly ($RX)", length: 200, sha256: "5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=" },
  { name: "clientRenderScript1Full ($RX)", length: 201, sha256: "HIwET9YbpCDSDZxSjDwBhUP6sywD0vfbAPbsgjDbN4U=" },
  { name: "view transitions ($RV)", length: 2694, sha256: "R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=" },
];
