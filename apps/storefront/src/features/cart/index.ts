export { BottomCartBar } from "./BottomCartBar";
export { CartIndicator } from "./CartIndicator";
