import http from 'node:http';
import autocannon from 'autocannon';
const s = http.createServer((q,r)=>r.end('{}')).listen(0,'127.0.0.1', async ()=>{
 const r = await autocannon({url:`http://127.0.0.1:${s.address().port}/`, duration:1, connections:10, pipelining:1, timeout:10, headers:{}, expectBody:'{}'});
 console.log(r.latency, r.duration, r.requests?.total);
 s.close();
});
