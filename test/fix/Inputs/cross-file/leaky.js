const {makeInput} = require('./helper');

function go() {
  const x = makeInput(3);
  console.log(x.dataSync());
}

// A module's function, which others may call again and again.
module.exports = {go};
go();
