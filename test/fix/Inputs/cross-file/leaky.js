const {makeInput} = require('./helper');

function go() {
  const x = makeInput(3);
  console.log(x.dataSync());
}

go();
