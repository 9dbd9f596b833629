import { measureThroughput } from "./throughput";
console.log(JSON.stringify(await measureThroughput({ port: 4393, seconds: 5 }), null, 1));
console.log(JSON.stringify(await measureThroughput({ port: 4394, seconds: 5, databaseUrl: "postgres://postgres@127.0.0.1:5432/tribe_bench" }), null, 1));
