// /Home is the home page under its other name; its canonical URL is /.
export { default, generateMetadata } from "../page";
