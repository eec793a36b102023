import { parentPort, workerData } from "node:worker_threads";
import { writeImage } from "./library.ts";

const { mediaDir } = workerData as { mediaDir: string };

parentPort?.on("message", (file: string) => {
  writeImage(mediaDir, file).then(
    () => parentPort?.postMessage({ file }),
    (error: unknown) =>
      parentPort?.postMessage({ file, error: error instanceof Error ? error.message : String(error) }),
  );
});
