import { runAnalysisBench } from "./analysis";
import { calibrate } from "./calibration";
if (process.argv[2] === "cal") await calibrate();
if (process.argv[2] === "imp") await import("./api");
const r = await runAnalysisBench(); console.log(process.argv[2], r.details[1]);
