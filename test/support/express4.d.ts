// Express 4, installed under the alias `express4` beside Express 5; the same API for these tests.
declare module "express4" {
  import express from "express";
  export default express;
}
